import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum AnnotationKind {
  FREE_TEXT = 'FREE_TEXT',
  HIGHLIGHT = 'HIGHLIGHT',
  INK = 'INK',
  STAMP = 'STAMP',
}
registerEnumType(AnnotationKind, {
  name: 'AnnotationKind',
  description: 'What an annotation is; each is written as the standard PDF annotation of that name.',
  valuesConfig: {
    FREE_TEXT: { description: 'Typed text in a box (PDF /FreeText).' },
    HIGHLIGHT: { description: 'A highlight over text (PDF /Highlight, one quad per line).' },
    INK: { description: 'A drawing (PDF /Ink).' },
    STAMP: { description: 'One of your stamp images (PDF /Stamp).' },
  },
});

@InputType({ description: 'A box in PDF points, origin at the page’s lower left.' })
export class BoxInput {
  @Field(() => Float, { description: 'Left edge.' }) x!: number;
  @Field(() => Float, { description: 'Bottom edge.' }) y!: number;
  @Field(() => Float, { description: 'At least 1.' }) width!: number;
  @Field(() => Float, { description: 'At least 1.' }) height!: number;
}

@InputType({
  description:
    'One annotation. Coordinates are PDF points on its page (origin lower left) and must lie inside ' +
    'the page. Only the fields of its kind are read.',
})
export class AnnotationInput {
  @Field(() => AnnotationKind, { description: 'What it is.' }) kind!: AnnotationKind;
  @Field(() => Int, { description: 'Its page, from 1.' }) page!: number;
  @Field(() => BoxInput, { description: 'Where it is drawn.' }) rect!: BoxInput;
  @Field(() => String, { nullable: true, description: '"#rrggbb"; each kind has a default.' })
  color?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'FREE_TEXT: the text (required, at most 1000 characters, kept as NFC); HIGHLIGHT and STAMP: a note.',
  })
  text?: string | null;
  @Field(() => Float, { nullable: true, description: 'FREE_TEXT: size in points, 6–72 (default 12).' })
  fontSize?: number | null;
  @Field(() => [BoxInput], {
    nullable: true,
    description: 'HIGHLIGHT: one box per line (at most 100); none means rect.',
  })
  quads?: BoxInput[] | null;
  @Field(() => [[Float]], {
    nullable: true,
    description: 'INK: strokes (at most 50, 5000 points in all), each a flat list x1, y1, x2, y2 ….',
  })
  inkPaths?: number[][] | null;
  @Field(() => Float, { nullable: true, description: 'INK: line width in points, 0.5–20 (default 2).' })
  strokeWidth?: number | null;
  @Field(() => ID, { nullable: true, description: 'STAMP: one of myStampImages.' })
  stampImageId?: string | null;
}

@ObjectType({ description: 'An annotated copy of a document’s PDF; the original stays as it was.' })
export class DocumentVersionType {
  @Field(() => ID, { description: 'The version’s id.' }) id!: string;
  @Field(() => Int, { description: '1 for the first annotated copy, then 2, 3 …; the original is 0.' })
  number!: number;
  @Field({ description: 'When it was saved.' }) createdAt!: Date;
  @Field({ description: 'SHA-256 (hex) of this version’s PDF.' }) sha256!: string;
  @Field(() => [GraphQLJSONObject], {
    description:
      'Its annotations, in the shape of AnnotationInput (color, fontSize … filled in): send them ' +
      'back, changed, to save the next version.',
  })
  annotations!: object[];
}

@ObjectType({ description: 'A signature or seal image you uploaded for stamping.' })
export class StampImageType {
  @Field(() => ID, { description: 'Its id, for AnnotationInput.stampImageId.' }) id!: string;
  @Field(() => Int, { description: 'Width in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height in pixels.' }) height!: number;
  @Field({ description: 'When it was uploaded.' }) createdAt!: Date;
}
